// The V8 flags the server runs with, in `npm start` and in the benchmarks' servers.
//
// --max-semi-space-size=64 (MB): a search allocates a few hundred kilobytes of short-lived objects
// (rows, plans, snippets, the response), and Node 20's default young generation (16 MB semi-spaces)
// is collected every few dozen searches; a larger one is collected less often, for 5 to 10% less
// CPU per distinct search (bench/search) at up to about 200 MB more memory under load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
