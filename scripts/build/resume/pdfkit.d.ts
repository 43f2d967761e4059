declare module 'pdfkit' {
  /** The PDF document @react-pdf draws on: its prototype is what ./reading-order.ts extends. */
  const PDFDocument: { prototype: object };
  export default PDFDocument;
}
