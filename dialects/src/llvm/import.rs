//! LLVM IR import.
