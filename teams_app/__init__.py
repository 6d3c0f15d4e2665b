"""The desktop application, the match file store and the command line."""
