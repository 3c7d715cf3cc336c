/** infra/compose.yaml (with compose's interpolation) and the Caddyfile, read for the tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseConfig } from '../../src/config.ts';
import { isServiceError } from '../../src/errors.ts';
import { infraDir } from './repository.ts';

/** The map form only (KEY: value), which compose.yaml uses. */
export const environmentSchema = z.record(z.string(), z.union([z.string(), z.number()])).optional();
export const serviceSchema = z.looseObject({
  image: z.string().optional(),
  build: z.looseObject({ context: z.string(), dockerfile: z.string() }).optional(),
  environment: environmentSchema,
  depends_on: z.record(z.string(), z.looseObject({ condition: z.string() })).optional(),
  deploy: z.looseObject({ replicas: z.number().int().optional() }).optional(),
  ports: z.array(z.string()).optional(),
  expose: z.array(z.union([z.string(), z.number()])).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.looseObject({ test: z.array(z.string()) }).optional(),
  container_name: z.string().optional(),
});
export const composeText = readFileSync(path.join(infraDir, 'compose.yaml'), 'utf8');
export const compose = z
  .looseObject({
    services: z.record(z.string(), serviceSchema),
    volumes: z.record(z.string(), z.unknown()).optional(),
  })
  .parse(parse(composeText));

/** Compose interpolation with the variables unset: every ${VAR} needs a :-default. */
export function interpolate(value: string): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?-)([^}]*))?\}|\$(\w+)/g,
    (match, _name, operator: string | undefined, fallback: string | undefined) => {
      if (match === '$$') return '$';
      if (operator === undefined) throw new Error(`${match} has no default in compose.yaml`);
      return fallback ?? '';
    },
  );
}

export function environmentOf(name: string): Record<string, string> {
  const environment = Object.entries(compose.services[name]?.environment ?? {});
  return Object.fromEntries(environment.map(([key, value]) => [key, interpolate(String(value))]));
}

export const service = (name: string) => compose.services[name] ?? serviceSchema.parse({});

export const caddyfile = readFileSync(path.join(infraDir, 'Caddyfile'), 'utf8').replace(
  /(^|\s)#.*$/gm,
  '$1',
);

/** The `dynamic a` upstreams: short form `dynamic a name port` or a block with name/port lines. */
export function dynamicUpstreams(): { name: string; port: number } {
  const match = /\bdynamic\s+a\b([^{\n]*)(\{[^}]*\})?/.exec(caddyfile);
  if (match === null) throw new Error('the Caddyfile has no `dynamic a` upstreams');
  const inline = (match[1] ?? '').trim().split(/\s+/);
  const block = match[2] ?? '';
  const name = /\bname\s+(\S+)/.exec(block)?.[1] ?? inline[0];
  const port = /\bport\s+(\d+)/.exec(block)?.[1] ?? inline[1];
  return { name: name ?? '', port: Number(port) };
}

/** Is `name` a variable parseConfig reads? A marker value either changes its result or is refused naming it. */
export function readByParseConfig(name: string): boolean {
  const unset = JSON.stringify(parseConfig({}));
  try {
    return JSON.stringify(parseConfig({ [name]: 'infra-test-marker' })) !== unset;
  } catch (error) {
    return isServiceError(error, 'INVALID_CONFIG') && error.message.includes(name);
  }
}
