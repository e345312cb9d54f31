// A balance worker: plays the careers it is given and sends back their results.
import { parentPort, workerData } from 'node:worker_threads';
import { playCareer, type Strategy, type WorldMode } from './career.ts';

const { jobs, years, mode } = workerData as { jobs: Array<{ strategy: Strategy; seed: number }>; years: number; mode: WorldMode };
parentPort!.postMessage(jobs.map((job) => playCareer(job.strategy, job.seed, years, mode)));
