export declare const YANDEX_MAPS_SCRIPT_SOURCES: string[];
export declare const YANDEX_MAPS_SOURCES: string[];
export declare const YANDEX_MAPS_STYLE_SOURCES: string[];
export declare const YANDEX_MAPS_FRAME_SOURCES: string[];
export declare const SMARTCAPTCHA_SOURCES: string[];
export declare const SCRIPT_SOURCES: string[];
