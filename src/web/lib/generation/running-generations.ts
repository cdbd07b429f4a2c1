// Generations started in this tab, by resume id. A generation outlives the component that
// started it (the server finishes it either way), so its progress lives here: moving between
// wizard steps or to the Tailored page keeps showing it.

export interface RunningGeneration {
  message: string;
  percent: number;
}

const running = new Map<number, RunningGeneration>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

export const runningGenerations = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: () => version,
  get: (resumeId: number): RunningGeneration | undefined => running.get(resumeId),
  set(resumeId: number, progress: RunningGeneration) {
    running.set(resumeId, progress);
    changed();
  },
  end(resumeId: number) {
    if (running.delete(resumeId)) changed();
  },
};
