import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { VideoRoom } from '@contract/video';
import { useCurrentUser } from '@/api/get-current-user';
import { useRealtimeConnected, useRealtimeEvent } from '@/api/realtime';
import { sendSignal, sendSignalOnUnload } from '../api/send-signal';
import { RoomController, type RoomSnapshot } from '../lib/room-controller';

const EMPTY: RoomSnapshot = {
  phase: 'prejoin',
  remote: null,
  connectionState: 'none',
  remoteStream: null,
  connection: null,
  endedBy: null,
  displaced: false,
};
const noSubscription = () => () => {};

/**
 * The room's controller for this page, wired to the API (signals out), the event stream
 * (signals in, reconnects) and the browser (network changes, closing the tab). It says hello
 * only once this tab's event stream is open, so the other side's answer cannot be lost.
 */
export function useRoom(room: VideoRoom) {
  const appointmentId = room.appointment_id;
  const participantId = room.participant.user_id;
  const polite = room.role === 'patient';
  const iceServers = useRef(room.ice_servers);
  useEffect(() => {
    iceServers.current = room.ice_servers;
  });
  const [controller, setController] = useState<RoomController | null>(null);
  const streamOpen = useRealtimeConnected();
  const announced = useRef(false);
  const viewerId = useCurrentUser().data?.user.id;

  useEffect(() => {
    const created = new RoomController({
      polite,
      iceServers: () => iceServers.current,
      send: (signal) => sendSignal(appointmentId, signal),
      onProblem: (message, error) => console.warn(`Video session: ${message}`, error),
    });
    announced.current = false;
    setController(created);
    const onPageHide = () => sendSignalOnUnload(appointmentId, created.farewell());
    const onOnline = () => created.networkChanged();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      if (announced.current) sendSignalOnUnload(appointmentId, created.farewell());
      created.dispose();
      setController(null);
    };
  }, [appointmentId, polite]);

  useEffect(() => {
    if (!controller || !streamOpen || announced.current) return;
    announced.current = true;
    controller.announce();
  }, [controller, streamOpen]);

  useRealtimeEvent(['session.signal', 'resync'], (event) => {
    if (!controller) return;
    if (event.type === 'resync') return controller.resync();
    if (event.type !== 'session.signal' || event.appointment_id !== appointmentId) return;
    if (event.from === participantId) controller.receive(event.signal);
    // Our own join, echoed to our other tabs: the newest one has the call.
    else if (event.from === viewerId && event.signal.kind === 'state')
      controller.joinedElsewhere(event.signal.session);
  });

  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? (() => EMPTY),
  );
  return { controller, snapshot, ready: Boolean(controller) && streamOpen };
}
