/**
 * The barcode-detector polyfill for phones without a native BarcodeDetector (every iPhone): its
 * zxing-wasm file is bundled by Vite and fetched from Stolik's own origin (the library's default
 * is a CDN, which would break in airplane mode and is outside the CSP). Loaded only by the scanner.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path),
  },
});

export { BarcodeDetector as ZxingDetector };
