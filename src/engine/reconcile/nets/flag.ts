/** Puts a net's warning on the row or ceased entry and returns it for the response warnings. */
import { addWarning } from '../warnings';

export function flag(target: { warnings?: string[] }, message: string, out: string[]): void {
  if (!target.warnings?.includes(message)) addWarning(target, message);
  out.push(message);
}

/** 'discharge line 4' */
export const where = (o: { list: string; line: number }) => `${o.list} line ${o.line}`;
