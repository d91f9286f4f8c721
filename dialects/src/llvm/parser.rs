//! LLVM IR parser.
