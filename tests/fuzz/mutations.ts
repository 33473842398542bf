/**
 * Invalid requests, made by breaking a valid one in one place: a field's value (wrong type,
 * null, empty or 100 kB text, NUL, lone surrogates, HTML and SQL, huge and negative numbers,
 * impossible dates and zones, deep nesting), a field left out or added, the whole body (an array
 * for an object, malformed or oversize JSON), its content type, a path id (random, another
 * user's, not an id at all), a query parameter or a header. Each mutation is a small record
 * fast-check generates and shrinks; `applyMutation` turns it into the broken request.
 */
import fc from 'fast-check';
import {
  BAD_BODIES,
  BAD_CONTENT_TYPES,
  BAD_HEADER_VALUES,
  BAD_IDS,
  BAD_VALUES,
} from './bad-inputs';
import { RawJson, type Body, type RequestParts } from './requests';

export type MutationKind =
  | 'body-field'
  | 'body-missing-field'
  | 'body-extra-field'
  | 'body-whole'
  | 'body-absent'
  | 'content-type'
  | 'path-id'
  | 'path-stranger-id'
  | 'path-random-uuid'
  | 'query-value'
  | 'query-unknown'
  | 'query-repeated'
  | 'query-malformed'
  | 'header-value';

export interface Mutation {
  kind: MutationKind;
  /** Which field, parameter or path id (modulo how many there are). */
  pick: number;
  /** Which bad value (modulo the list it is taken from). */
  choice: number;
  uuid: string;
}

export interface MutationContext {
  /** The operation takes a body, and of which kind. */
  body?: 'json' | 'form' | 'urlencoded';
  pathParameters: string[];
  queryParameters: string[];
  headerParameters: string[];
  /** Ids of the same kind of resource owned by other users. */
  strangerIds: string[];
}

export function mutationArbitrary(context: MutationContext): fc.Arbitrary<Mutation> {
  const kinds: MutationKind[] = ['query-unknown', 'query-malformed'];
  if (context.body)
    kinds.push(
      'body-field',
      'body-field',
      'body-missing-field',
      'body-extra-field',
      'body-whole',
      'body-absent',
      'content-type',
    );
  if (context.pathParameters.length) kinds.push('path-id', 'path-random-uuid');
  if (context.pathParameters.length && context.strangerIds.length) kinds.push('path-stranger-id');
  if (context.queryParameters.length) kinds.push('query-value', 'query-value', 'query-repeated');
  if (context.headerParameters.length) kinds.push('header-value');
  return fc.record({
    kind: fc.constantFrom(...kinds),
    pick: fc.nat(999),
    choice: fc.nat(999),
    uuid: fc.uuid(),
  });
}

type Path = Array<string | number>;

/** Every place in a JSON value a field could be broken: objects' keys and arrays' items. */
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [
      [...prefix, index],
      ...fieldPaths(item, [...prefix, index]),
    ]);
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof RawJson) &&
    !ArrayBuffer.isView(value)
  )
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...fieldPaths(item, [...prefix, key]),
    ]);
  return [];
}

/** A copy of `value` with the thing at `path` replaced (or removed when `replacement` is absent). */
function withAt(
  value: unknown,
  path: Path,
  replace: (old: unknown) => unknown | typeof REMOVE,
): unknown {
  if (!path.length) return replace(value);
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  const next = withAt((copy as Record<string | number, unknown>)[head!], rest, replace);
  if (next === REMOVE) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head as string];
  } else (copy as Record<string | number, unknown>)[head!] = next;
  return copy;
}
const REMOVE = Symbol('remove');

const at = <T>(list: ReadonlyArray<T>, index: number) => list[index % list.length]!;
const describePath = (path: Path) => path.join('.');
const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof RawJson ? value.text : JSON.stringify(value);

function bodyFields(body: Body | undefined): { value: unknown; kind: Body['kind'] } | undefined {
  if (!body) return undefined;
  if (body.kind === 'json') return { value: body.value, kind: 'json' };
  if (body.kind === 'form' || body.kind === 'urlencoded')
    return { value: body.fields, kind: body.kind };
  return undefined;
}

function rebuild(kind: Body['kind'], value: unknown): Body {
  if (kind === 'form' || kind === 'urlencoded')
    return { kind, fields: (value ?? {}) as Record<string, unknown> };
  return { kind: 'json', value };
}

/** The valid request broken by `mutation`; `mutation` labels it for the report. */
export function applyMutation(
  parts: RequestParts,
  mutation: Mutation,
  context: MutationContext,
): RequestParts {
  const { pick, choice } = mutation;
  const broken = (changes: Partial<RequestParts>, label: string): RequestParts => ({
    ...parts,
    ...changes,
    mutation: label,
  });
  const current = bodyFields(parts.body);
  switch (mutation.kind) {
    case 'body-field': {
      const paths = current ? fieldPaths(current.value) : [];
      if (!current || !paths.length) break;
      const path = at(paths, pick);
      const [label, bad] = at(BAD_VALUES, choice);
      const value =
        current.kind === 'form' && typeof bad !== 'string' && path.length === 1
          ? asQueryValue(bad)
          : bad;
      return broken(
        {
          body: rebuild(
            current.kind,
            withAt(current.value, path, () => value),
          ),
        },
        `body.${describePath(path)} = ${label}`,
      );
    }
    case 'body-missing-field': {
      const paths = current ? fieldPaths(current.value) : [];
      if (!current || !paths.length) break;
      const path = at(paths, pick);
      return broken(
        {
          body: rebuild(
            current.kind,
            withAt(current.value, path, () => REMOVE),
          ),
        },
        `body.${describePath(path)} left out`,
      );
    }
    case 'body-extra-field': {
      if (!current || typeof current.value !== 'object' || current.value === null) break;
      const [label, bad] = at(BAD_VALUES, choice);
      const value = Array.isArray(current.value)
        ? [...current.value, bad]
        : { ...current.value, unexpected_field: current.kind === 'json' ? bad : asQueryValue(bad) };
      return broken(
        { body: rebuild(current.kind, value) },
        `body.unexpected_field = ${label} added`,
      );
    }
    case 'body-whole': {
      const [label, make] = at(BAD_BODIES, choice);
      return broken({ body: make(current?.value ?? {}) }, `body is ${label}`);
    }
    case 'body-absent':
      return broken({ body: undefined }, 'no body');
    case 'content-type': {
      const contentType = at(BAD_CONTENT_TYPES, choice);
      const value = current?.value ?? {};
      return broken(
        { body: { kind: 'text', text: JSON.stringify(value) ?? '', contentType } },
        `content type ${contentType ?? 'missing'}`,
      );
    }
    case 'path-id':
    case 'path-random-uuid':
    case 'path-stranger-id': {
      const name = at(context.pathParameters, pick);
      const [label, id] =
        mutation.kind === 'path-id'
          ? at(BAD_IDS, choice)
          : mutation.kind === 'path-random-uuid'
            ? ['a random uuid', mutation.uuid]
            : ["another user's id", at(context.strangerIds, choice)];
      return broken(
        { path: { ...parts.path, [name]: id }, rawPath: [...parts.rawPath, name] },
        `path {${name}} = ${label}`,
      );
    }
    case 'query-value': {
      const name = at(context.queryParameters, pick);
      const [label, bad] = at(BAD_VALUES, choice);
      const query = parts.query.filter(([key]) => key !== name);
      return broken({ query: [...query, [name, asQueryValue(bad)]] }, `query ${name} = ${label}`);
    }
    case 'query-repeated': {
      const name = at(context.queryParameters, pick);
      const [, bad] = at(BAD_VALUES, choice);
      return broken(
        { query: [...parts.query, [name, asQueryValue(bad)], [name, 'again']] },
        `query ${name} repeated`,
      );
    }
    case 'query-unknown': {
      const [label, bad] = at(BAD_VALUES, choice);
      return broken(
        { query: [...parts.query, ['unexpected', asQueryValue(bad)]] },
        `unknown query parameter = ${label}`,
      );
    }
    case 'query-malformed':
      return broken(
        { rawQuery: at(['a=%E0%A4%A', 'a=%', '%=%', 'a=%00', 'a=%ED%A0%80'], choice) },
        'malformed query string',
      );
    case 'header-value': {
      const name = at(context.headerParameters, pick);
      const value = at(BAD_HEADER_VALUES, choice);
      return broken(
        { headers: { ...parts.headers, [name]: value } },
        `header ${name} = ${JSON.stringify(value.slice(0, 20))}`,
      );
    }
  }
  // The mutation did not apply to this request (no field to break): an unknown parameter instead.
  return broken({ query: [...parts.query, ['unexpected', '1']] }, 'unknown query parameter = 1');
}
