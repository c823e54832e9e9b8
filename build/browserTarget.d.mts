import type { BuildOptions } from 'esbuild';

export function browserTarget(production: boolean): BuildOptions;
