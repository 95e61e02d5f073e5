import { join } from 'node:path';
import { type ApiCall, PARTNER_CALLS, USER_CALLS } from '@champions/contract';
import { lintFromString, loadConfig as loadRedoclyConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '../src/shared/openapi-document.ts';
import { camelFromConstant, operationIdOf, UNNAMED } from '../src/shared/operation-ids.ts';
import { openApiDocumentWithoutDatabase } from './openapi-document-kit.ts';

/**
 * The API's OpenAPI document is one an integrator's tools accept: Redocly's recommended rules
 * (apps/api/redocly.yaml) find no error and no warning in it, every operation has a unique operationId
 * made from its call's name in the contract, and says how it is signed. Database-free: the document of
 * an app built on a stand-in database (openapi-document-kit.ts).
 */

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type Document = {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
  paths: Record<string, Record<string, Operation>>;
};

const apiDir = join(import.meta.dirname, '..');
let source: string;
let doc: Document;
let close: () => Promise<void>;

beforeAll(async () => {
  const built = await openApiDocumentWithoutDatabase();
  close = built.close;
  source = built.source;
  doc = JSON.parse(source);
});
afterAll(async () => {
  await close?.();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document passes Redocly’s recommended rules', () => {
  it('has no error and no warning (apps/api/redocly.yaml, its ignore file only for SPEC’s trailing slashes)', async () => {
    const config = await loadRedoclyConfig({ configPath: join(apiDir, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: join(apiDir, 'openapi.json'), config });
    const found = problems
      .filter((problem) => !problem.ignored)
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`,
      );
    expect(found).toEqual([]);
    // the ignore file excuses exactly the three paths SPEC 9 gives a trailing slash, and nothing else
    const excused = problems.filter((problem) => problem.ignored);
    expect(excused.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`).sort()).toEqual([
      'no-path-trailing-slash #/paths/~1api~1public~1',
      'no-path-trailing-slash #/paths/~1api~1superadmin~1',
      'no-path-trailing-slash #/paths/~1api~1user~1',
    ]);
  });

  it('still finds problems: a copy with an operation missing its operationId and security fails', async () => {
    const config = await loadRedoclyConfig({ configPath: join(apiDir, 'redocly.yaml') });
    const broken = structuredClone(doc);
    const health = broken.paths['/api/health']!.get!;
    delete health.operationId;
    delete health.security;
    const problems = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: join(apiDir, 'openapi.json'),
      config,
    });
    expect(problems.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['operation-operationId', 'security-defined']),
    );
  });
});

describe('operationIds come from the calls’ names in the contract', () => {
  it('gives every operation one, unique and camelCase', () => {
    const seen = new Map<string, string>();
    for (const { name, operation } of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      const earlier = seen.get(operation.operationId!);
      expect(earlier, `${name} and ${earlier} share ${operation.operationId}`).toBeUndefined();
      seen.set(operation.operationId!, name);
    }
    expect(seen.size).toBeGreaterThan(250);
  });

  it('names a call after its table and key, an account call after the role it is mounted for', () => {
    expect(doc.paths['/api/admin/venues']?.get?.operationId).toBe('partnerVenues');
    expect(doc.paths['/api/user/saved/{id}']?.put?.operationId).toBe('userSave');
    expect(doc.paths['/api/admin/login']?.post?.operationId).toBe('adminLogin');
    expect(doc.paths['/api/superadmin/login']?.post?.operationId).toBe('superadminLogin');
    expect(doc.paths['/api/staff/entries/scan']?.post?.operationId).toBe('staffScan');
    expect(camelFromConstant('BO_PARTNER')).toBe('boPartner');
    expect(operationIdOf(PARTNER_CALLS.venues)).toBe('partnerVenues');
    expect(operationIdOf(USER_CALLS.userData)).toBe('userData');
  });

  it('marks a call outside the contract’s tables, and the app has none', () => {
    const stray = { ...USER_CALLS.save } as ApiCall;
    expect(operationIdOf(stray)).toBe(`${UNNAMED}put_user_saved_id`);
    const unnamed = operations().filter(({ operation }) => operation.operationId?.startsWith(UNNAMED));
    expect(
      unnamed.map(({ name }) => name),
      'declare these calls in a *_CALLS table of @champions/contract',
    ).toEqual([]);
  });
});

describe('every operation says how it is signed and how it fails', () => {
  it('declares security: the token header of its role, a partner’s API key, or none for a public call', () => {
    const schemes = doc.components.securitySchemes;
    for (const { name, operation } of operations()) {
      expect(operation.security, name).toBeDefined();
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) {
          expect(schemes[scheme], `${name}: ${scheme}`).toMatchObject(
            scheme === 'partnerApiKey'
              ? { type: 'http', scheme: 'bearer' }
              : { type: 'apiKey', in: 'header' },
          );
        }
      }
    }
    expect(doc.paths['/api/partner-api/activities']?.get?.security).toEqual([{ partnerApiKey: [] }]);
    expect(schemes.admin?.name).toBe('X-Admin-Token');
    expect(doc.paths['/api/admin/venues']?.get?.security).toEqual([{ admin: [] }]);
    expect(doc.paths['/api/public/']?.get?.security).toEqual([]);
  });

  it('answers at least one 4xx with the shared error body everywhere', () => {
    for (const { name, operation } of operations()) {
      expect(
        Object.keys(operation.responses).filter((status) => status.startsWith('4')),
        name,
      ).not.toEqual([]);
    }
  });

  it('names a server and describes every tag an operation carries', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { name, operation } of operations()) {
      for (const tag of operation.tags ?? []) expect(declared.get(tag), `${name}: ${tag}`).toBeTruthy();
    }
    expect([...declared.keys()].sort()).toEqual(Object.keys(API_TAGS).sort());
  });
});
