//! LLVM IR export.
