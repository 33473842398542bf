/**
 * One request to the app and the properties every answer must have: never a 5xx; an error is
 * `{ error: { code, message } }` JSON; a success matches its documented response; a refused
 * request writes nothing; no answer holds another user's private text or the database's words.
 */
import { changedTables, type DbSnapshot } from '../support/db-snapshot';
import type { OpenApiDocument } from '../support/openapi-document';
import type { PlannedOperation } from './plan';
import { toWire, type RequestParts, type WireRequest } from './requests';
import { schemaChecker } from './schema-check';
import type { Account, SweepWorld } from './world';

export type Property =
  '5xx' | 'error-shape' | 'schema' | 'wrote' | 'leak' | 'access' | 'marking' | 'sweep-error';

export interface Problem {
  property: Property;
  detail: string;
}

export interface Exchange {
  wire: WireRequest;
  status: number;
  contentType: string;
  text: string;
  ms: number;
  problems: Problem[];
}

/** Words only a failed statement or a stack trace would put in an answer. */
const INTERNALS =
  /Failed query|params:|duplicate key|violates .*constraint|syntax error at or near|SQLSTATE|node_modules|\.ts:\d+/i;

export interface Exchanger {
  /** Sends the request as its caller and checks the answer (`refused` also: nothing written). */
  send(op: PlannedOperation, parts: RequestParts): Promise<Exchange>;
  /** Takes the state anew after the sweep's own writes (making resources). */
  resync(): Promise<void>;
}

export async function exchanger(
  world: SweepWorld,
  document: OpenApiDocument,
  snapshot: () => Promise<DbSnapshot>,
): Promise<Exchanger> {
  const { check } = schemaChecker(document);
  const errorSchema = { $ref: '#/components/schemas/ApiError' };
  let state = await snapshot();

  function checkAnswer(op: PlannedOperation, status: number, contentType: string, text: string) {
    const problems: Problem[] = [];
    if (status >= 500)
      problems.push({ property: '5xx', detail: `${status} ${text.slice(0, 300)}` });
    if (status >= 400) {
      const errors = contentType.startsWith('application/json')
        ? parsed(text, (body) => check(errorSchema, body))
        : [`content type ${contentType || 'none'}, not JSON`];
      if (errors.length)
        problems.push({
          property: 'error-shape',
          detail: `${status}: ${errors.join('; ')}: ${text.slice(0, 200)}`,
        });
    } else if (status >= 200 && status < 300) {
      const documented = op.operation.responses?.[String(status)];
      if (!documented)
        problems.push({
          property: 'schema',
          detail: `${status} is not a documented answer (${Object.keys(op.operation.responses ?? {}).join(', ')})`,
        });
      else if (documented.content) {
        const mediaType = contentType.split(';')[0]!.trim();
        const entry = documented.content[mediaType];
        if (!entry)
          problems.push({
            property: 'schema',
            detail: `${status} answered ${mediaType || 'no content type'}, documented ${Object.keys(documented.content).join(', ')}`,
          });
        else if (mediaType === 'application/json') {
          const errors = parsed(text, (body) => check(entry.schema, body));
          if (errors.length)
            problems.push({
              property: 'schema',
              detail: `${status}: ${errors.slice(0, 5).join('; ')}`,
            });
        }
      }
    }
    if (INTERNALS.test(text))
      problems.push({ property: 'leak', detail: `internals in the answer: ${text.slice(0, 200)}` });
    return problems;
  }

  async function send(op: PlannedOperation, parts: RequestParts): Promise<Exchange> {
    const wire = toWire(op.method, op.template, parts);
    const started = performance.now();
    const response = await world.t.request(wire.url, {
      method: wire.method,
      headers: wire.headers,
      body: wire.body,
      cookie: world.cookie(parts.caller),
    });
    const contentType = response.headers.get('content-type') ?? '';
    // An event stream never ends: its first answer is all there is to check.
    const text = contentType.startsWith('text/event-stream')
      ? (await response.body?.cancel(), '')
      : await response.text();
    const ms = performance.now() - started;
    const { status } = response;
    const problems = checkAnswer(op, status, contentType, text);
    // A request built as the document describes it is never refused for its form.
    if (parts.mutation === 'valid' && (status === 413 || status === 415))
      problems.push({
        property: 'schema',
        detail: `a documented request was refused: ${status} ${text.slice(0, 200)}`,
      });
    for (const secret of world.leakedSecrets(parts.caller, text))
      problems.push({
        property: 'leak',
        detail: `${parts.caller} was answered another user's ${secret}`,
      });

    // Queued work (emails) first, so its writes are not blamed on the next request.
    if (status < 400 && op.method !== 'GET') await world.t.settle();
    let after = await snapshot();
    const changed = status >= 400 ? changedTables(state, after) : [];
    if (changed.length)
      problems.push({
        property: 'wrote',
        detail: `refused with ${status}, yet wrote to ${changed.join(', ')}`,
      });
    // A request that ended the caller's session (sign-out) leaves the caller signed in still.
    if (parts.caller !== 'anonymous' && endsSession(response)) {
      await world.renewSession(parts.caller as Account);
      after = await snapshot();
    }
    state = after;
    return { wire, status, contentType, text, ms, problems };
  }

  return {
    send,
    async resync() {
      await world.t.settle();
      state = await snapshot();
    },
  };
}

function parsed(text: string, check: (body: unknown) => string[]): string[] {
  try {
    return check(text === '' ? undefined : JSON.parse(text));
  } catch {
    return ['not JSON'];
  }
}

function endsSession(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((cookie) => cookie.includes('session_token=;') || /max-age=0/i.test(cookie));
}
