// Placeholder entry point; the CLI owner replaces this file.
print("conformance-runner")
