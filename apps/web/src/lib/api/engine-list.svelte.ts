/** The games the server plays, for a page that lists them: loaded when it mounts, or the error. */
import { onMount } from 'svelte';
import { asApiError } from './client.ts';
import type { TavoloApiError } from './client.ts';
import { loadEngines } from './engines.ts';
import type { Engine } from './engines.ts';

export interface EngineList {
  readonly engines: readonly Engine[];
  readonly error: TavoloApiError | null;
}

/** Call while a component initialises (it registers an onMount). */
export function engineList(): EngineList {
  const list = $state<{ engines: Engine[]; error: TavoloApiError | null }>({
    engines: [],
    error: null,
  });
  onMount(() => {
    loadEngines().then(
      (engines) => (list.engines = engines),
      (failure: unknown) => (list.error = asApiError(failure)),
    );
  });
  return list;
}
