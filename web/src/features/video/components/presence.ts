import type { RemoteParticipant } from '../lib/room-controller';

/** What the pre-join screen says of the other participant ("Dr. Maya Patel is waiting"). */
export function presenceText(name: string, remote: RemoteParticipant | null): string {
  if (!remote) return `${name} has not arrived yet`;
  if (remote.phase === 'joined') return `${name} is waiting`;
  if (remote.phase === 'waiting') return `${name} is here and getting ready`;
  return `${name} has left`;
}
