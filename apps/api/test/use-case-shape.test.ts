import { describe, expect, it } from 'vitest';
import { findUseCaseShapeFaults } from './use-case-shape.ts';

/**
 * Every use case a route or a job calls takes the context, the acting identity and
 * one input (shared/use-case.ts), and no route looks for its caller itself.
 */
describe('the one shape of a use case', () => {
  it('is the shape of every use case the routes and the jobs call', () => {
    expect(findUseCaseShapeFaults()).toEqual([]);
  });
});
