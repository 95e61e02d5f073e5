import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows `children` only once their place comes near the screen; until then an empty box of the
 * given class holds the place. For heavy parts below the fold (a map and its library): a phone
 * spends the first seconds on what it shows first, not on them.
 */
export function WhenNearScreen({
  placeholderClass,
  children,
}: {
  placeholderClass: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={box} className={placeholderClass} />;
}
