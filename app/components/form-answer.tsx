// A form's answer, one look everywhere: green and read out politely ("status") when it worked, red
// and read out at once ("alert") when it was refused. Boxed under a form; plain beside a button.
//   <FormAnswer answer={result} className="mb-4" />
import type { ReactNode } from "react";

export function FormAnswer({
  answer,
  plain = false,
  className = "",
  children,
}: {
  answer: { ok: boolean; message: string };
  plain?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const look = plain
    ? `font-semibold ${answer.ok ? "text-green-900" : "text-red-800"}`
    : `rounded-xl p-3 font-semibold ${answer.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`;
  const Tag = children ? "div" : "p";
  return (
    <Tag role={answer.ok ? "status" : "alert"} className={`${look} ${className}`.trim()}>
      {children ? <p>{answer.message}</p> : answer.message}
      {children}
    </Tag>
  );
}
