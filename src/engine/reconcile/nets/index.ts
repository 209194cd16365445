/**
 * Safety nets (issue 11: what the engine is not sure of, it says so). Each net is a generic
 * cross-check between what the lines write and what the engine concluded; it never changes an answer,
 * it only puts a specific warning on the row or ceased entry it doubts and names the medicine in the
 * response warnings. Nets read the parsed orders and the accounting's tokens only: no line is parsed
 * again, so they stay cheap.
 */
import type { Net, NetContext } from './types';
import { unreadStatus } from './unread-status';
import { unplacedMentions } from './unplaced-mentions';
import { continuedButChanged } from './continued-but-changed';
import { twiceStopped } from './twice-stopped';
import { timesAgainstCount } from './times-against-count';
import { sharedLine } from './shared-line';
import { stopBeside } from './stop-beside';
import { unreadTwin } from './unread-twin';
import { stoppedNotTaken } from './stopped-not-taken';
import { nothingToTake } from './nothing-to-take';
import { routeAssumed } from './route-assumed';
import { prnFromHeading } from './prn-from-heading';
import { nearStopWordNet } from './near-stop-word';
import { rangeHoldsDose } from './range-holds-dose';
import { equivalentStrength } from './equivalent-strength';
import { lookAlike } from './look-alike';
import { unreadChange } from './unread-change';
import { givenOnAdmission } from './given-on-admission';
import { figuresInNote } from './figures-in-note';
import { markedUnsure } from './marked-unsure';
import { unreadStopBelow } from './unread-stop-below';
import { statusBoard } from './status-board';
import { itemReferences } from './item-references';
import { headingOverruled } from './heading-overruled';
import { unknownCounterpart } from './unknown-counterpart';
import { bareAdmissionStop } from './bare-admission-stop';

const NETS: Net[] = [
  unreadStatus,
  unplacedMentions,
  sharedLine,
  continuedButChanged,
  timesAgainstCount,
  twiceStopped,
  stopBeside,
  unreadTwin,
  stoppedNotTaken,
  nothingToTake,
  routeAssumed,
  prnFromHeading,
  nearStopWordNet,
  rangeHoldsDose,
  equivalentStrength,
  lookAlike,
  unreadChange,
  givenOnAdmission,
  figuresInNote,
  markedUnsure,
  unreadStopBelow,
  statusBoard,
  itemReferences,
  headingOverruled,
  unknownCounterpart,
  bareAdmissionStop,
];

export function safetyNets(ctx: NetContext): string[] {
  const out: string[] = [];
  for (const net of NETS) out.push(...net(ctx));
  return out;
}
