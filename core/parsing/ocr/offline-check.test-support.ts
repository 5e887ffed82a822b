import { drawScan } from './make-scanned-pdf.test-support.ts';
import { createOcrEngine } from './recognize-page.ts';

/**
 * Run by the offline test in a child process with the network blocked: reads one scanned line
 * and prints the text as JSON.
 */
const { png } = await drawScan(['The Supplier shall deliver the Goods within 30 days.'], 150);
const engine = await createOcrEngine();
try {
  const result = await engine.recognize({ image: png, scale: 150 / 72 });
  process.stdout.write(JSON.stringify({ text: result.text, confidence: result.confidence }));
} finally {
  await engine.terminate();
}
