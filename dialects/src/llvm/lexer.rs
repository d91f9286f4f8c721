//! LLVM IR lexer.
