// A balance worker: plays the careers it is given and sends back their results.
import { parentPort, workerData } from 'node:worker_threads';
import { playCareer, type Strategy } from './career.ts';

const { jobs, years } = workerData as { jobs: Array<{ strategy: Strategy; seed: number }>; years: number };
parentPort!.postMessage(jobs.map((job) => playCareer(job.strategy, job.seed, years)));
