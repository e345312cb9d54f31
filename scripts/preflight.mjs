// Fails clearly when the Node running the npm scripts is older than the pinned runtime.
// npm puts node_modules/.bin first on PATH, so the devDependency `node@^24` normally wins;
// this catches `npm install --ignore-scripts` (which skips that runtime) and direct calls.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `Main Event Mogul needs Node ${REQUIRED_MAJOR} or newer; this is Node ${process.versions.node}.\n` +
      'Run the npm scripts (npm start, npm test) after a plain `npm install`: it installs the pinned Node 24\n' +
      'into node_modules/.bin. If you installed with --ignore-scripts, run `npm install` again without it.',
  );
  process.exit(1);
}
