import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The suite shares two cores with the API tests: a lazy page may take more than the default second to
// appear, which is load, not a defect.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling is a no-op (the root layout and back-to-top call it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
