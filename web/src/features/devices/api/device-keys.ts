/** Query keys of the devices and videos screens: a property's devices, a property's videos. */
export const DEVICES_QUERY_KEY = ['devices'] as const;
export const VIDEOS_QUERY_KEY = ['videos'] as const;
export const devicesQueryKey = (propertyId: number) => [...DEVICES_QUERY_KEY, propertyId] as const;
export const videosQueryKey = (propertyId: number) => [...VIDEOS_QUERY_KEY, propertyId] as const;
