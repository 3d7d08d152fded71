// Every route module registers itself here; one module per resource.
import type { Hono } from 'hono';
import type { AppEnv } from '../app';

export type RouteModule = (app: Hono<AppEnv>) => void;

export const routes: RouteModule[] = [];
