/**
 * The sample game grows with every issue: each feature adds a layer here that takes the
 * sample's records and returns them with that feature's part filled in (technology and
 * designs, knowledge, orders, a committed turn…). Layers run in this order after the map
 * is made. Each must be pure and deterministic (seeded dice only, fixed times).
 */
import type { SampleLayer } from './layer';
import { novaEmpiresLayer } from './nova-empires';
import { knowledgeLayer } from './knowledge';
import { ordersLayer } from './orders';
import { messagesLayer } from './messages';

export type { SampleLayer } from './layer';

export const SAMPLE_LAYERS: readonly SampleLayer[] = [novaEmpiresLayer, knowledgeLayer, ordersLayer, messagesLayer];
