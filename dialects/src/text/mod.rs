//! The generic, MLIR-like text format: prints and parses every op losslessly.
