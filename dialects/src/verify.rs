//! The IR verifier.
