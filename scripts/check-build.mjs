// The PWA worker build only prints to the console when it fails; make a missing sw.js fail the build.
import fs from "node:fs";

for (const file of ["build/server/index.js", "build/client/sw.js"]) {
  if (!fs.existsSync(file)) {
    console.error(`build check: ${file} is missing`);
    process.exit(1);
  }
}
