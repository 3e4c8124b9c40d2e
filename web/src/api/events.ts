/** Session events raised by the request layer for the accounts feature to act on. */
export type ApiEvent = 'loggedOut' | 'reloadLoginInfo';
type Listener = () => void;

const listeners = new Map<ApiEvent, Set<Listener>>();

export function onApiEvent(event: ApiEvent, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.get(event)?.forEach((listener) => listener());
}
