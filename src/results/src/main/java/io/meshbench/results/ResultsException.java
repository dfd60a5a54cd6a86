package io.meshbench.results;

/**
 * A problem with the user's input (a file, a folder, an option) that the user can fix.
 * Its message is one complete sentence for the user: what is wrong, where, and what to do.
 * The commands print it as one line and exit non-zero, never with a stack trace.
 */
public class ResultsException extends RuntimeException {

    public ResultsException(String message) {
        super(message);
    }

    public ResultsException(String message, Throwable cause) {
        super(message, cause);
    }
}
