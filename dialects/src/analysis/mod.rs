//! Analyses over function bodies.
