import type { Db } from '../db';

// Placeholder until the deterministic seed lands.
export async function seedDatabase(_db: Db): Promise<void> {}
