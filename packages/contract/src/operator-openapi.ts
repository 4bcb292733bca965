import { z } from 'zod';
import { operatorCalls } from './calls/operators';
import { envelopeSchema, operatorErrorCodes } from './envelope';

type JsonSchema = Record<string, unknown>;
/** zod to JSON Schema (draft 2020-12, which OpenAPI 3.1 uses): what a client sends (input), what the server answers (output). */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** The query's fields as OpenAPI parameters (the query schemas are flat objects of strings and numbers). */
function queryParameters(schema: z.ZodType) {
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
}

/**
 * Every operator call as an OpenAPI 3.1 document, generated from the call table (GET /ops/api/openapi.json): the
 * path, the method, the permission it needs, and its query, body and answer schemas. Authentication is the operator's
 * bearer token (a back-office session or a personal API key).
 */
export function operatorOpenApi(info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(operatorCalls)) {
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: def.permission === 'signedIn' ? 'any signed-in operator' : `needs the permission ${def.permission ?? 'none (signing in)'}`,
      'x-permission': def.permission ?? null,
      ...(def.login ? { security: [{ operatorToken: [] }] } : { security: [] }),
      parameters: queryParameters(def.query),
      responses: {
        '200': { description: 'the envelope with the value', content: { 'application/json': { schema: schemaOf(envelopeSchema(def.response as z.ZodType), 'output') } } },
        default: { description: 'an error envelope: a stable code (see x-error-codes) and its value', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
    };
    if (def.method !== 'GET') operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(def.body, 'input') } } };
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer', description: 'a back-office session token (ops_s_…) or a personal API key (ops_k_…)' } },
      schemas: {
        ErrorEnvelope: { type: 'object', properties: { success: { const: false }, code: { type: 'string' }, message: { type: 'string' }, value: {} }, required: ['success', 'code', 'message', 'value'] },
      },
    },
    'x-error-codes': Object.keys(operatorErrorCodes),
  };
}
