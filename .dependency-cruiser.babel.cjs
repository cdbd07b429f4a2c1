// How dependency-cruiser reads our TypeScript (see .dependency-cruiser.cjs): TypeScript 7 has
// no JavaScript API for it, so Babel strips the types and the JSX first. Babel drops
// `import type` and `export type … from` lines, which would hide type-only imports from the
// boundary rules; the first plugin turns each into a bare import of the same module before the
// TypeScript preset (which elides imports when it enters the program) sees them.
module.exports = {
  plugins: [
    function keepTypeOnlyImports({ types }) {
      const typeOnly = (node) => {
        if (node.type === "ImportDeclaration") {
          return (
            node.importKind === "type" ||
            (node.specifiers.length > 0 &&
              node.specifiers.every((specifier) => specifier.importKind === "type"))
          );
        }
        if (node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") {
          return Boolean(node.source) && node.exportKind === "type";
        }
        return false;
      };
      return {
        visitor: {
          Program: {
            enter(path) {
              path.node.body = path.node.body.map((node) =>
                typeOnly(node) ? types.importDeclaration([], types.stringLiteral(node.source.value)) : node,
              );
            },
          },
        },
      };
    },
    ["@babel/plugin-transform-react-jsx", { runtime: "automatic" }],
  ],
  presets: [["@babel/preset-typescript", { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
};
