import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // API tests start a server with a fresh database and hash demo passwords (argon2id): give them room.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: a couple of files at a time.
    pool: "forks",
    maxWorkers: 2,
    env: { NODE_ENV: "test" },
  },
});
