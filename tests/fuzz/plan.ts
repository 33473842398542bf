/**
 * What the sweeps need to know about one operation, read from its OpenAPI entry: who may call
 * it (its marking, checked here), what its path ids name, and how to generate valid requests.
 */
import fc from 'fast-check';
import { access } from '../../server/lib/openapi';
import type { DocumentedOperation, OpenApiDocument, Parameter } from '../support/openapi-document';
import type { MutationContext } from './mutations';
import type { RequestParts } from './requests';
import { schemaArbitraries, type NameHints } from './schema-arbitrary';
import type { Caller, Side, SweepWorld } from './world';

/** The markings routes spread (`access.*`): a new one must be handled here before it compiles. */
export type AccessMarking = keyof typeof access;
const ACCESS_MARKINGS = Object.keys(access);

export interface PlannedOperation extends DocumentedOperation {
  access: AccessMarking;
  resource?: string;
  /** Path parameters that take ids (every one but a list of fixed values). */
  idParameters: string[];
}

/** Why an operation's marking is not enough to sweep it, or undefined when it is. */
export function markingProblem(op: DocumentedOperation): string | undefined {
  const marking = op.operation['x-access'];
  if (!marking)
    return 'has no x-access marking: spread one of access.* (server/lib/openapi.ts) into its route';
  if (!ACCESS_MARKINGS.includes(marking))
    return `has an unknown x-access "${marking}" (known: ${ACCESS_MARKINGS.join(', ')})`;
  const resource = op.operation['x-resource'];
  if ((marking === 'owner' || marking === 'participant') && !resource)
    return `is marked ${marking} but names no x-resource`;
  if (idParametersOf(op).length && !resource)
    return 'takes an id in its path but names no x-resource: add pathNames(<kind>) (server/lib/openapi.ts)';
  return undefined;
}

function idParametersOf(op: DocumentedOperation): string[] {
  return (op.operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path' && !parameter.schema.enum)
    .map((parameter) => parameter.name);
}

export function planOperation(op: DocumentedOperation): PlannedOperation {
  return {
    ...op,
    access: op.operation['x-access'] as AccessMarking,
    resource: op.operation['x-resource'],
    idParameters: idParametersOf(op),
  };
}

/** The callers the marking lets through (for resources: A's sides among its participants). */
export function allowedCallers(op: PlannedOperation, participants: Side[] = []): Caller[] {
  switch (op.access) {
    case 'anonymous':
      return ['anonymous', 'patient', 'healer', 'admin'];
    case 'user':
      return ['patient', 'healer', 'admin'];
    case 'patient':
    case 'healer':
    case 'admin':
      return [op.access];
    case 'owner':
    case 'participant':
      return participants;
  }
}

const BODY_KINDS: Record<string, MutationContext['body']> = {
  'application/json': 'json',
  'multipart/form-data': 'form',
  'application/x-www-form-urlencoded': 'urlencoded',
};

export function bodyOf(op: DocumentedOperation) {
  const entry = Object.entries(op.operation.requestBody?.content ?? {})[0];
  if (!entry) return undefined;
  const [contentType, { schema }] = entry;
  const kind = BODY_KINDS[contentType];
  if (!kind) throw new Error(`${op.name}: the sweep cannot send ${contentType} bodies`);
  return { kind, schema };
}

const parametersIn = (op: DocumentedOperation, where: Parameter['in'], optional = true) =>
  (op.operation.parameters ?? []).filter(
    (parameter) => parameter.in === where && (optional || parameter.required),
  );

export function mutationContext(op: PlannedOperation, strangerIds: string[]): MutationContext {
  return {
    body: bodyOf(op)?.kind,
    pathParameters: op.idParameters,
    queryParameters: parametersIn(op, 'query').map((parameter) => parameter.name),
    headerParameters: parametersIn(op, 'header').map((parameter) => parameter.name),
    strangerIds,
  };
}

/**
 * Valid requests for an operation: callers weighted towards those its marking lets through,
 * path ids from `ownIds` (the callers' own resources), parameters and body from the schemas.
 */
export function validRequests(
  document: OpenApiDocument,
  op: PlannedOperation,
  options: { ownIds: string[]; callers: Caller[]; hints: NameHints; minimal?: boolean },
): fc.Arbitrary<RequestParts> {
  const { minimal = false } = options;
  const { arbitrary } = schemaArbitraries(document, { hints: options.hints, minimal });
  const allowed = options.callers;
  const others = (['anonymous', 'patient', 'healer', 'admin'] as const).filter(
    (caller) => !allowed.includes(caller),
  );
  const caller = others.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...allowed) },
        { weight: 1, arbitrary: fc.constantFrom(...others) },
      )
    : fc.constantFrom(...allowed);

  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of parametersIn(op, 'path'))
    path[parameter.name] = parameter.schema.enum
      ? fc.constantFrom(...parameter.schema.enum.map(String))
      : fc.constantFrom(...options.ownIds);

  const query = fc
    .tuple(
      ...parametersIn(op, 'query').map((parameter) => {
        const value = arbitrary(parameter.schema, parameter.name).map((v) =>
          (Array.isArray(v) ? v : [v])
            .filter((item) => item !== null && item !== undefined)
            .map((item): [string, string] => [parameter.name, String(item)]),
        );
        // Optional ones half the time: each is a way to be refused (a stale cursor).
        if (parameter.required) return value;
        return minimal ? fc.constant([]) : fc.option(value, { nil: [], freq: 2 });
      }),
    )
    .map((pairs) => pairs.flat());

  const headers = fc
    .tuple(
      ...parametersIn(op, 'header', !minimal).map((parameter) =>
        fc.option(
          arbitrary(parameter.schema, parameter.name).map((value): [string, string] => [
            parameter.name,
            String(value).replace(/[^\x20-\x7e]/g, 'x'),
          ]),
          { nil: undefined },
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter((entry) => entry !== undefined)));

  const bodySpec = bodyOf(op);
  const body: fc.Arbitrary<RequestParts['body']> = !bodySpec
    ? fc.constant(undefined)
    : bodySpec.kind === 'json'
      ? arbitrary(bodySpec.schema, 'body').map((value) => ({ kind: 'json' as const, value }))
      : arbitrary(bodySpec.schema, 'body').map((fields) => ({
          kind: bodySpec.kind as 'form' | 'urlencoded',
          fields: fields as Record<string, unknown>,
        }));

  return fc.record({
    caller,
    path: fc.record(path),
    rawPath: fc.constant([]),
    query,
    headers,
    body,
    mutation: fc.constant('valid'),
  });
}

/** Ids and values for fields of these names: the world's real users, session types, slots. */
export function worldHints(world: SweepWorld, extra: Record<string, unknown[]>): NameHints {
  const hints: Record<string, unknown[]> = {
    healer_id: [world.owners.healer.userId],
    participant_id: [world.owners.healer.userId, world.owners.patient.userId],
    ...extra,
  };
  return (name) => hints[name];
}
