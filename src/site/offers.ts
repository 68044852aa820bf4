// What this server's keyless proxy offers beyond closures and coverage: every answer's `meta`
// says whether it answers `/embed/api/waits`, so the page offers "Wait times" only where it does.

import { offersWaits } from '../contract/embed';

/** Whether the proxy at `api` offers waits; false when its answer cannot be had. */
export async function waitsOffered(api: string, fetcher: typeof fetch): Promise<boolean> {
  try {
    const response = await fetcher(`${api}/embed/api/coverage`, { credentials: 'omit' });
    return response.ok && offersWaits(await response.json());
  } catch {
    return false;
  }
}
