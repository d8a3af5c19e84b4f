Harness.main(CommandLine.arguments)
