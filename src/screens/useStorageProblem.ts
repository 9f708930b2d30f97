import { useEffect, useState } from 'preact/hooks';
import { getStorageStatus, onStorageStatus, type StorageProblem } from '../storage/status';

/** The storage problem the banner shows now (null when none), kept current. */
export function useStorageProblem(): StorageProblem | null {
  const [problem, setProblem] = useState(getStorageStatus().problem);
  useEffect(() => onStorageStatus((s) => setProblem(s.problem)), []);
  return problem;
}
