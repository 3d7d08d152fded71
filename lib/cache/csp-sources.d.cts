export declare const YANDEX_MAPS_SOURCES: string[];
export declare const MAP_PATHS: string[];
export declare function usesMap(pathname: string): boolean;
