import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { fieldErrors } from "#schemas/field-errors";
import { SignInSchema } from "#schemas/admin";
import { Alert } from "#app/components/ui/alert";
import { errorMessage, SESSION_KEY } from "./api";
import { signIn as startSession } from "./session-api";

type Field = "email" | "password";

export function SignInForm() {
  const client = useQueryClient();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useMutation({
    mutationFn: startSession,
    onSuccess: (answer) => client.setQueryData(SESSION_KEY, answer),
    onError: (error) => {
      setFailure(errorMessage(error, "Signing in failed. Please try again."));
      if (passwordRef.current) {
        passwordRef.current.value = "";
        passwordRef.current.focus();
      }
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const parsed = SignInSchema.safeParse({ email: data.get("email"), password: data.get("password") });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data);
  };

  return (
    <Container width="md" className="py-16">
      <h1 className="text-3xl font-bold">Staff sign-in</h1>
      <p className="mt-3 text-slate-700">
        The leads inbox is for the firm's recruiters. Ask your administrator if you need an account or a new
        password.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Sign in">
        {failure && (
          <Alert variant="error" role="alert">
            {failure}
          </Alert>
        )}
        <SignInField
          ref={emailRef}
          id={`${id}-email`}
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          error={errors.email}
        />
        <SignInField
          ref={passwordRef}
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </Container>
  );
}

/** A labelled, required box of the form, with its error under it (linked by `aria-describedby`). */
function SignInField({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error: string | undefined } & React.ComponentProps<typeof Input>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
