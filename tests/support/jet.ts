// The JET Connect simulator for one test file: started before its tests, the integration's calls to
// JET go to it (useJetSimulator), stopped after them.
// const jet = jetSimulatorForFile();   …   expect(jet().calls).toEqual(…)
import { afterAll, beforeAll } from "vitest";
import { useJetSimulator } from "~/integrations/thuisbezorgd/client.server";
import { startJetSimulator, type JetSimulator } from "~/integrations/thuisbezorgd/simulator.server";

export function jetSimulatorForFile(): () => JetSimulator {
  let sim: JetSimulator | undefined;
  beforeAll(async () => {
    sim = await startJetSimulator();
    useJetSimulator(sim);
  });
  afterAll(async () => {
    useJetSimulator(null);
    await sim?.close();
  });
  return () => {
    if (!sim) throw new Error("The JET simulator starts in beforeAll: ask for it inside a test.");
    return sim;
  };
}
