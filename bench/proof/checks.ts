/** The requests the proof's checks make, with the token header of the role. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { role?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token && options.role) headers[`x-${options.role}-token`] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

export async function signIn(base: string, role: string, email: string): Promise<string> {
  const res = await call(base, 'POST', `/${role}/login`, { body: { email, password: 'Champions123!' } });
  if (res.status !== 200) throw new Error(`${email} could not sign in (${res.status})`);
  return res.body.token as string;
}

/** Polls until `done` holds; the milliseconds it took, or null after `limitMs`. */
export async function msUntil(done: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await done()) return Math.round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}
