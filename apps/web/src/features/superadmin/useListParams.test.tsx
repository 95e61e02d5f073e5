import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListOptions, useListParams } from './useListParams.ts';

function renderList<Sort extends string>(initial: string, options?: ListOptions<Sort>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(() => ({ list: useListParams(options), search: useLocation().search }), {
    wrapper,
  });
  return {
    list: () => result.current.list,
    address: () => Object.fromEntries(new URLSearchParams(result.current.search)),
  };
}

describe('useListParams', () => {
  it('reads a newest-first list: its default key and direction, a new column starting as told', () => {
    const view = renderList('/entries?page=3', {
      sorting: { keys: ['scannedAt', 'earning'], key: 'scannedAt', dir: 'desc', firstDir: 'desc' },
    });
    expect(view.list().sort).toBe('scannedAt');
    expect(view.list().dir).toBe('desc');
    expect(view.list().page).toBe(3);
    act(() => view.list().onSort('scannedAt'));
    expect(view.address()).toEqual({ sort: 'scannedAt', dir: 'asc' });
    act(() => view.list().onSort('earning'));
    expect(view.address()).toEqual({ sort: 'earning', dir: 'desc' });
    act(() => view.list().onSort('earning'));
    expect(view.address()).toEqual({ sort: 'earning', dir: 'asc' });
  });

  it('starts a newly chosen column ascending in a list that defaults to descending', () => {
    const view = renderList('/users', {
      sorting: { keys: ['createdAt', 'name'], key: 'createdAt', dir: 'desc' },
    });
    expect(view.list().dir).toBe('desc');
    act(() => view.list().onSort('name'));
    expect(view.address()).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('takes no sort and a sane page from a wrong address', () => {
    const view = renderList('/x?sort=drop&dir=sideways&page=-4', {
      sorting: { keys: ['name'], key: 'name' },
    });
    expect(view.list().sort).toBe('name');
    expect(view.list().dir).toBe('asc');
    expect(view.list().page).toBe(1);
    expect(renderList('/x?sort=name').list().sort).toBeUndefined();
  });

  it('drops a transient key (an opened row) whenever other rows come, and keeps it otherwise', () => {
    const view = renderList('/business?q=zdar&company=c1', { transient: ['company'] });
    act(() => view.list().update({ company: 'c2' }));
    expect(view.address()).toEqual({ q: 'zdar', company: 'c2' });
    act(() => view.list().setPage(2));
    expect(view.address()).toEqual({ q: 'zdar', page: '2' });
    act(() => view.list().update({ company: 'c1' }));
    act(() => view.list().filter('q', ' jih '));
    expect(view.address()).toEqual({ q: 'jih' });
  });

  it('resets every filter, the sort and the page', () => {
    const view = renderList('/audit?action=gdpr.&from=2026-11-01&page=2');
    act(() => view.list().reset());
    expect(view.address()).toEqual({});
  });
});
