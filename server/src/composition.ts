import type { Logger } from 'pino';
import type { ContainerType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { EventBus } from './kernel/events';
import type { FeatureInstance, FeatureManifest, FeatureServices, FeatureWorker, WebDeps, FeatureRoutes } from './kernel/feature';
import { orderedHandlers, PersonalDataHandler } from './kernel/personal-data';

/** What the features composed give the application (app.ts) and the process (main.ts). */
export interface Composition {
  bus: EventBus;
  /** Every service the features offer, by name (FeatureServices). */
  services: Readonly<FeatureServices>;
  /** type-graphql's container: the resolver instances, by class. */
  container: ContainerType;
  /** The workers main.ts starts. */
  workers: () => FeatureWorker[];
  routes: (web: WebDeps) => FeatureRoutes[];
  close: () => Promise<void>;
}

export interface ComposeDeps {
  dataSource: DataSource;
  config: AppConfig;
  log: Logger;
  /** Services the composition makes itself (session tokens, the city locator). */
  seed?: Partial<FeatureServices>;
}

/**
 * Creates every feature from its manifest (features.generated.ts), each once: a feature `use`s
 * another's service, which creates that one first; a cycle between two `create`s stops the start
 * with the path. Then the event handlers are subscribed (in manifest order; `order` first) and the
 * resolvers built.
 */
export function composeFeatures(features: readonly FeatureManifest[], deps: ComposeDeps): Composition {
  const bus = new EventBus();
  const services: Partial<FeatureServices> = { ...deps.seed };
  const offeredBy = new Map<string, FeatureManifest>();
  for (const feature of features) for (const name of feature.offers ?? []) offeredBy.set(name, feature);
  const instances = new Map<FeatureManifest, FeatureInstance>();
  const creating: string[] = [];
  const personalData = featurePersonalData(features);

  const create = (feature: FeatureManifest): FeatureInstance => {
    const existing = instances.get(feature);
    if (existing) return existing;
    if (creating.includes(feature.name)) throw new Error(`features: creation cycle ${[...creating, feature.name].join(' → ')}`);
    creating.push(feature.name);
    const instance = feature.create?.({ dataSource: deps.dataSource, config: deps.config, log: deps.log, bus, use, personalData }) ?? {};
    creating.pop();
    for (const name of feature.offers ?? []) {
      if (!(name in (instance.provides ?? {}))) throw new Error(`features: ${feature.name} offers ${name} but its create() does not provide it`);
    }
    Object.assign(services, instance.provides);
    instances.set(feature, instance);
    return instance;
  };

  function use<K extends keyof FeatureServices>(name: K): FeatureServices[K] {
    if (!(name in services)) {
      const feature = offeredBy.get(name);
      if (!feature) throw new Error(`features: no manifest offers ${name}`);
      create(feature);
    }
    return services[name] as FeatureServices[K];
  }

  for (const feature of features) create(feature);
  for (const feature of features) {
    const on = instances.get(feature)?.on;
    if (on) bus.subscribe(feature.name, on);
  }
  const resolvers = new Map<unknown, unknown>();
  for (const feature of features) {
    for (const resolver of instances.get(feature)?.resolvers?.() ?? []) resolvers.set(resolver.constructor, resolver);
    for (const resolverClass of feature.resolvers ?? []) {
      if (!resolvers.has(resolverClass)) throw new Error(`features: ${feature.name} lists ${resolverClass.name} but builds no instance of it`);
    }
    for (const moneyClass of feature.money ?? []) resolvers.set(moneyClass, new (moneyClass as new () => object)());
  }
  const all = () => features.map((feature) => instances.get(feature)!);
  return {
    bus,
    services: services as FeatureServices,
    container: {
      get(someClass) {
        const instance = resolvers.get(someClass);
        if (!instance) throw new Error(`No instance registered for ${String((someClass as { name?: string }).name)}`);
        return instance;
      },
    },
    workers: () => all().flatMap((instance) => instance.workers?.() ?? []),
    routes: (web) => all().flatMap((instance) => instance.routes?.(web) ?? []),
    close: async () => {
      for (const instance of all()) await instance.close?.();
    },
  };
}

/** Every entity of the features (the data source registers exactly these). */
export function featureEntities(features: readonly FeatureManifest[]): NonNullable<FeatureManifest['entities']>[number][] {
  return features.flatMap((feature) => feature.entities ?? []);
}

export function featureSubscribers(features: readonly FeatureManifest[]): NonNullable<FeatureManifest['subscribers']>[number][] {
  return features.flatMap((feature) => feature.subscribers ?? []);
}

/** Every resolver class of the features: their resolvers and their formatted amounts (`money`). */
export function featureResolvers(features: readonly FeatureManifest[]): NonNullable<FeatureManifest['resolvers']>[number][] {
  return features.flatMap((feature) => [...(feature.resolvers ?? []), ...(feature.money ?? [])]);
}

/** Every manifest's personal data handler, in the order export, erasure and retention run them. */
export function featurePersonalData(features: readonly FeatureManifest[]): PersonalDataHandler[] {
  return orderedHandlers(features.map((feature) => feature.personalData));
}
