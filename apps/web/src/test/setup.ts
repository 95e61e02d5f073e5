import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: scrolling is a no-op (the root layout and back-to-top call it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
