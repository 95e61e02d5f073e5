export function verifyChampionsSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds?: number,
  nowMs?: number,
): boolean;
